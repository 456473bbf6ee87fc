import { Button, Field, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { FeedbackCategory } from '../../__generated__/graphql';
import { AppDialog } from '../../components/AppDialog';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';

const SubmitFeedbackMutation = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      id
    }
  }
`);

export const FEEDBACK_CATEGORIES: { value: FeedbackCategory; label: string }[] = [
  { value: 'BUG', label: 'Something is broken' },
  { value: 'IDEA', label: 'An idea or suggestion' },
  { value: 'PRAISE', label: 'Something I like' },
  { value: 'OTHER', label: 'Something else' },
];
const MAX_LENGTH = 5000;

/** The page's own heading: a better title than the document's, which is the same everywhere. */
const pageTitle = () => document.querySelector('main h1')?.textContent?.trim() || document.title;

/**
 * The feedback dialog (spec §2's feedback button, which sits in the navigation): feedback is stored on
 * the server with the reporter and the page it was sent from. Administrators read it under
 * Administration → Feedback.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
        title: 'Thank you for your feedback',
        description: 'It was sent to the team.',
      });
      setMessage('');
      setCategory('IDEA');
      close();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to send feedback',
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      title="Send feedback"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button colorPalette="blue" onClick={() => void send()} loading={loading} loadingText="Sending...">
            Send feedback
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="4">
        Tell us what works and what does not. We record your name and the page you are on ({location.pathname}) with it,
        so we can follow up.
      </Text>
      <SelectField
        label="What is it about?"
        value={category}
        onChange={(value) => setCategory(value as FeedbackCategory)}
        options={FEEDBACK_CATEGORIES}
        minW="full"
      />
      <Field.Root mt="4" required invalid={touched && empty}>
        <Field.Label>Your feedback</Field.Label>
        <Textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={5}
          maxLength={MAX_LENGTH}
          placeholder="What happened, or what would help you?"
        />
        <Field.ErrorText>Please tell us what you think</Field.ErrorText>
        <Field.HelperText>
          {message.length} / {MAX_LENGTH}
        </Field.HelperText>
      </Field.Root>
    </AppDialog>
  );
}
