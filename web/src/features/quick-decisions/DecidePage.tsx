import { Box, Button, Card, DataList, Flex, Heading, Link, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatLocale, formatNumber, useTranslation, type Language } from '../../i18n';
import { FormField } from '../../components/FormField';
import { LoadingScreen } from '../../components/LoadingScreen';
import { fetchApiJson, httpErrorMessage } from '../../lib/authorizedFetch';

/** What GET /api/quick-decisions/:token answers. */
interface LinkView {
  state: 'open' | 'used' | 'expired' | 'decided' | 'withdrawn' | 'not_yours';
  decision: 'approve' | 'reject';
  /** The approver's language: the server's texts (message, dates) are in it, and so is the page. */
  language: Language;
  message: string | null;
  request: {
    id: string;
    requestId: string;
    approver: string;
    person: string | null;
    type: string | null;
    dates: string;
    days: number;
    notes: string | null;
    balanceAfterApproval: { year: number; days: number; availableDays: number; totalDays: number }[];
    othersOff: { name: string | null; dates: string; status: 'pending' | 'approved' }[];
  } | null;
}

/** Shown where the request has no value. */
const NONE = '—';

type Loaded = { view: LinkView } | { refusal: string } | null;

/**
 * /decide/:token — the page a decision link in an email opens, signed in or not. Opening it only reads;
 * the decision is made by its form's POST, so a mail scanner following the link decides nothing.
 */
export default function DecidePage() {
  const { token = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  // The page speaks the approver's language, whoever's browser opens the link.
  const language = loaded && 'view' in loaded ? loaded.view.language : undefined;
  const { t } = useTranslation('quick-decisions', { lng: language });

  useEffect(() => {
    let live = true;
    fetchApiJson<LinkView>(`/api/quick-decisions/${encodeURIComponent(token)}`)
      .then(({ ok, status, body }) => {
        if (live) setLoaded(ok && body.data ? { view: body.data } : { refusal: httpErrorMessage(status, body) });
      })
      .catch((failure: Error) => live && setLoaded({ refusal: failure.message }));
    return () => {
      live = false;
    };
  }, [token]);

  if (!loaded) return <LoadingScreen label={t('opening')} />;
  const view = 'view' in loaded ? loaded.view : null;
  const request = view?.request ?? null;
  const rejecting = view?.decision === 'reject';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    setError(null);
    if (rejecting && !reason.trim()) {
      setError(t('reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      const { ok, status, body } = await fetchApiJson<{ status: string }>(
        `/api/quick-decisions/${encodeURIComponent(token)}`,
        { method: 'POST', body: JSON.stringify({ requestId: request.id, ...(rejecting ? { reason } : {}) }) },
      );
      if (ok) setOutcome(body.message ?? t('done'));
      else setError(httpErrorMessage(status, body));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex as="main" lang={language} minH="100dvh" align="center" justify="center" p="4" bg="bg">
      <Card.Root w="full" maxW="lg" variant="elevated">
        <Card.Header>
          <Heading as="h1" size="xl">
            {request && !outcome ? (rejecting ? t('rejectTitle') : t('approveTitle')) : t('title')}
          </Heading>
          {request && !outcome && (
            <Card.Description>{t('decidingAs', { approver: request.approver })}</Card.Description>
          )}
        </Card.Header>
        <Card.Body>
          {outcome ? (
            <Text role="status" fontWeight="medium">
              {t('outcome', { outcome })}
            </Text>
          ) : request ? (
            <Stack gap="5">
              <DataList.Root orientation="horizontal" size="sm">
                {[
                  [t('fields.person'), request.person ?? NONE],
                  [t('fields.type'), request.type ?? NONE],
                  [t('fields.dates'), request.dates],
                  [t('fields.days'), formatNumber(request.days, 2, formatLocale(language))],
                  [t('fields.request'), request.requestId],
                  ...(request.notes ? [[t('fields.notes'), request.notes]] : []),
                ].map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              <Box>
                <Heading as="h2" size="sm" mb="1">
                  {t('balanceAfter')}
                </Heading>
                {request.balanceAfterApproval.length ? (
                  request.balanceAfterApproval.map((year) => (
                    <Text key={year.year} fontSize="sm" color={year.availableDays < 0 ? 'red.fg' : undefined}>
                      {t('balanceLine', { year: String(year.year), days: year.availableDays, total: year.totalDays })}
                    </Text>
                  ))
                ) : (
                  <Text fontSize="sm">{t('notCounted')}</Text>
                )}
              </Box>
              <Box>
                <Heading as="h2" size="sm" mb="1">
                  {t('alsoOff')}
                </Heading>
                {request.othersOff.length ? (
                  <List.Root fontSize="sm" ps="4">
                    {request.othersOff.map((other, index) => (
                      <List.Item key={index}>
                        {t('otherOff', {
                          name: other.name ?? t('aColleague'),
                          dates: other.dates,
                          status: other.status,
                        })}
                      </List.Item>
                    ))}
                  </List.Root>
                ) : (
                  <Text fontSize="sm">{t('nobodyElse')}</Text>
                )}
              </Box>
              <form onSubmit={submit} noValidate>
                <Stack gap="3">
                  {rejecting && (
                    <FormField label={t('reason')} required help={t('reasonHelp')}>
                      <Textarea value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
                    </FormField>
                  )}
                  {error && (
                    <Text role="alert" color="red.fg" fontSize="sm">
                      {error}
                    </Text>
                  )}
                  <Button type="submit" colorPalette={rejecting ? 'red' : 'green'} loading={busy}>
                    {rejecting ? t('reject') : t('approve')}
                  </Button>
                </Stack>
              </form>
            </Stack>
          ) : (
            <Text role="alert">{view?.message ?? ('refusal' in loaded ? loaded.refusal : '')}</Text>
          )}
          <Box mt="5" textAlign="center" fontSize="sm">
            <Link asChild colorPalette="blue" color="colorPalette.fg">
              <RouterLink to="/approvals">{t('open')}</RouterLink>
            </Link>
          </Box>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
