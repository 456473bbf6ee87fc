import { Button, Card, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { ImportFileInput, ImportKind } from '../../__generated__/graphql';
import { FormField } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { downloadApiFile } from '../../lib/authorizedFetch';
import { refreshFields } from '../../lib/cache';
import { useTranslation } from '../../i18n';
import { ImportHistory } from './ImportHistory';
import { ImportMapping, type MappingEntry } from './ImportMapping';
import { ImportOutcome } from './ImportOutcome';

const PreviewMutation = graphql(`
  mutation ImportPreview($input: ImportFileInput!) {
    previewImport(input: $input) {
      fields {
        field
        label
        required
      }
      mapping {
        column
        field
      }
      errors {
        row
      }
      ...ImportOutcome_outcome
    }
  }
`);

const ApplyMutation = graphql(`
  mutation ImportApply($input: ImportFileInput!) {
    applyImport(input: $input) {
      created
      updated
      unchanged
      ...ImportOutcome_outcome
    }
  }
`);

const KINDS: ImportKind[] = ['PEOPLE', 'BALANCES'];

/** A file's bytes as base64, read in the browser. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Spec: /admin/import — people and opening balances from a CSV or XLSX file: mapping, dry run, apply. */
export default function ImportPage() {
  const { t } = useTranslation('imports');
  const [kind, setKind] = useState<ImportKind>('PEOPLE');
  const [file, setFile] = useState<{ fileName: string; contentBase64: string } | null>(null);
  const [mapping, setMapping] = useState<MappingEntry[] | null>(null);
  const [preview, previewState] = useMutation(PreviewMutation);
  const [apply, applyState] = useMutation(ApplyMutation, {
    update: (cache) => refreshFields(cache, 'imports', 'users', 'balances', 'managers', 'departments'),
  });
  const dryRun = previewState.data?.previewImport;
  const applied = applyState.data?.applyImport;

  async function runPreview(input: ImportFileInput) {
    applyState.reset();
    try {
      const answer = await preview({ variables: { input } });
      setMapping(answer.data?.previewImport.mapping.map(({ column, field }) => ({ column, field })) ?? null);
    } catch (error) {
      toaster.error({ title: t('toast.unreadable'), description: errorMessage(error, t('toast.tryAgain')) });
    }
  }

  async function choose(chosen: File | undefined, nextKind = kind) {
    if (!chosen) return;
    const read = { fileName: chosen.name, contentBase64: await base64Of(chosen) };
    setFile(read);
    await runPreview({ kind: nextKind, ...read });
  }

  async function remap(next: MappingEntry[]) {
    setMapping(next);
    if (file) await runPreview({ kind, ...file, mapping: next });
  }

  async function runApply() {
    if (!file || !mapping) return;
    try {
      const answer = await apply({ variables: { input: { kind, ...file, mapping } } });
      const done = answer.data?.applyImport;
      if (done)
        toaster.success({
          title: t('toast.imported'),
          description: t('toast.importedCounts', {
            created: done.created,
            updated: done.updated,
            unchanged: done.unchanged,
          }),
        });
    } catch (error) {
      toaster.error({ title: t('toast.nothingImported'), description: errorMessage(error, t('toast.tryAgain')) });
    }
  }

  async function download(path: string, name: string) {
    try {
      await downloadApiFile(path, name);
    } catch (error) {
      toaster.error({ title: t('toast.exportFailed'), description: (error as Error).message });
    }
  }

  const busy = previewState.loading || applyState.loading;
  return (
    <Stack gap="6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" size="sm" onClick={() => void download('/imports/export/people', 'people.csv')}>
              <Download /> {t('exportPeople')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void download('/imports/export/balances', 'balances.csv')}
            >
              <Download /> {t('exportBalances')}
            </Button>
          </Flex>
        }
      />
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
              <SelectField
                kind="form"
                label={t('kind.label')}
                value={kind}
                options={KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
                root={{ maxW: { md: '64' } }}
                onChange={(value) => {
                  setKind(value as ImportKind);
                  setMapping(null);
                  if (file) void runPreview({ kind: value as ImportKind, ...file });
                }}
              />
              <FormField label={t('file.label')} help={t('file.help')} root={{ flex: '1' }}>
                <Input
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  p="1"
                  data-testid="import-file"
                  onChange={(event) => void choose(event.target.files?.[0])}
                />
              </FormField>
            </Flex>
            {dryRun && mapping && (
              <ImportMapping fields={dryRun.fields} mapping={mapping} onChange={(m) => void remap(m)} disabled={busy} />
            )}
            {dryRun && !applied && <ImportOutcome outcome={dryRun} applied={false} />}
            {applied && (
              <Stack gap="3" data-testid="import-applied">
                <Text fontWeight="semibold" role="status">
                  {t('applied', { created: applied.created, updated: applied.updated, unchanged: applied.unchanged })}
                </Text>
                <ImportOutcome outcome={applied} applied />
              </Stack>
            )}
            {dryRun && !applied && (
              <Flex justify="end">
                <Button
                  colorPalette="blue"
                  onClick={() => void runApply()}
                  loading={applyState.loading}
                  disabled={busy || dryRun.errors.length > 0}
                >
                  <Upload /> {t('apply')}
                </Button>
              </Flex>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <ImportHistory />
    </Stack>
  );
}
