import { Button, Field, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { FeedbackCategory } from '../../__generated__/graphql';
import { AppDialog } from '../../components/AppDialog';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { useTranslation } from '../../i18n';

const SubmitFeedbackMutation = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      id
    }
  }
`);

/** The kinds of feedback, named in the feedback catalogue under category.<value>. */
export const FEEDBACK_CATEGORIES: FeedbackCategory[] = ['BUG', 'IDEA', 'PRAISE', 'OTHER'];
const MAX_LENGTH = 5000;

/** The page's own heading: a better title than the document's, which is the same everywhere. */
const pageTitle = () => document.querySelector('main h1')?.textContent?.trim() || document.title;

/**
 * The feedback dialog (spec §2's feedback button, which sits in the navigation): feedback is stored on
 * the server with the reporter and the page it was sent from. Administrators read it under
 * Administration → Feedback.
 */
export function FeedbackDialog(props: { open: boolean; onClose: () => void }) {
  // The dialog sits in every page's layout: its words load on their own, without holding up the page.
  return (
    <Suspense fallback={null}>
      <FeedbackDialogContent {...props} />
    </Suspense>
  );
}

function FeedbackDialogContent({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const location = useLocation();
  const [category, setCategory] = useState<FeedbackCategory>('IDEA');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [submit, { loading }] = useMutation(SubmitFeedbackMutation);
  const empty = !message.trim();

  const close = () => {
    onClose();
    setTouched(false);
  };

  const send = async () => {
    setTouched(true);
    if (empty) return;
    try {
      await submit({
        variables: {
          input: {
            category,
            message: message.trim(),
            pagePath: location.pathname,
            pageTitle: pageTitle(),
            userAgent: navigator.userAgent,
            viewport: `${window.innerWidth}x${window.innerHeight}`,
          },
        },
      });
      toaster.create({
        type: 'success',
        title: t('dialog.thanks'),
        description: t('dialog.sent'),
      });
      setMessage('');
      setCategory('IDEA');
      close();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('dialog.sendError'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('dialog.title')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button colorPalette="blue" onClick={() => void send()} loading={loading} loadingText={t('dialog.sending')}>
            {t('dialog.send')}
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('dialog.intro', { path: location.pathname })}
      </Text>
      <SelectField
        label={t('dialog.category')}
        value={category}
        onChange={(value) => setCategory(value as FeedbackCategory)}
        options={FEEDBACK_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
        minW="full"
      />
      <Field.Root mt="4" required invalid={touched && empty}>
        <Field.Label>{t('dialog.message')}</Field.Label>
        <Textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={5}
          maxLength={MAX_LENGTH}
          placeholder={t('dialog.placeholder')}
        />
        <Field.ErrorText>{t('dialog.required')}</Field.ErrorText>
        <Field.HelperText>
          {message.length} / {MAX_LENGTH}
        </Field.HelperText>
      </Field.Root>
    </AppDialog>
  );
}
