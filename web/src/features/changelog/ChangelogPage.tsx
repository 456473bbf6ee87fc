import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { GitBranch, GitCommitHorizontal, RefreshCw, Sparkles, TriangleAlert, Users, Wrench } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { StatCard } from '../../components/StatCard';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../i18n';
import { useDebounced } from '../../lib/useDebounced';
import {
  changelogStats,
  distinct,
  fetchChangelog,
  filterCommits,
  groupByDay,
  FAILED_TO_LOAD,
  type Changelog,
  type ChangelogCommit,
} from './changelog';

const PAGE = 50;

function CommitItem({ commit }: { commit: ChangelogCommit }) {
  const { t } = useTranslation('changelog');
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="changelog-commit">
      <Flex gap="2" wrap="wrap" align="center" mb="1">
        <Badge colorPalette={commit.type === 'feat' ? 'green' : commit.type === 'fix' ? 'orange' : 'gray'}>
          {commit.type}
        </Badge>
        {commit.scope && <Badge variant="outline">{commit.scope}</Badge>}
        {commit.breaking && <Badge colorPalette="red">{t('breaking')}</Badge>}
        <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted">
          {commit.hash.slice(0, 7)}
        </Text>
      </Flex>
      <Text fontWeight="medium" overflowWrap="anywhere">
        {commit.message}
      </Text>
      {commit.body && (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={4} mt="1">
          {commit.body}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" mt="1">
        {t('commitMeta', {
          author: commit.author.name,
          date: formatDateTime(commit.date),
          files: commit.files.length,
          additions: commit.additions,
          deletions: commit.deletions,
        })}
        {commit.tags.length ? ` · ${commit.tags.join(', ')}` : ''}
      </Text>
    </Box>
  );
}

/** The product's real history from GET /api/changelog: stats, filters, and a timeline or version view. */
export default function ChangelogPage() {
  const { t } = useTranslation('changelog');
  const [changelog, setChangelog] = useState<Changelog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [type, setType] = useState('');
  const [scope, setScope] = useState('');
  const [breaking, setBreaking] = useState('all');
  const [text, setText] = useState('');
  const [view, setView] = useState<'timeline' | 'versions'>('timeline');
  const [shown, setShown] = useState(PAGE);
  const debouncedText = useDebounced(text);

  const load = useCallback((signal?: AbortSignal) => {
    setLoading(true);
    setError(null);
    fetchChangelog(signal)
      .then(setChangelog)
      .catch((e: unknown) => {
        if (!signal?.aborted) setError(e instanceof Error ? e.message : FAILED_TO_LOAD);
      })
      .finally(() => !signal?.aborted && setLoading(false));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const commits = useMemo(
    () => filterCommits(changelog?.commits ?? [], { type, scope, breaking, text: debouncedText }),
    [changelog, type, scope, breaking, debouncedText],
  );
  const stats = changelogStats(commits);
  const byHash = useMemo(() => new Set(commits.map((c) => c.hash)), [commits]);
  const filtered = commits.length !== (changelog?.commits.length ?? 0);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={
          changelog?.generatedAt
            ? t('subtitle', { date: formatDate(changelog.generatedAt.slice(0, 10)) })
            : t('subtitleShort')
        }
        actions={
          <Button variant="outline" size="sm" onClick={() => load()} loading={loading} loadingText={t('refreshing')}>
            <RefreshCw /> {t('refresh')}
          </Button>
        }
      />
      {error && !changelog ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">{error === FAILED_TO_LOAD ? t('loadError') : error}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => load()}>
            {t('retry')}
          </Button>
        </Alert.Root>
      ) : !changelog ? (
        <PageSpinner label={t('loading')} />
      ) : (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4">
            <StatCard
              label={t('stats.commits')}
              value={stats.commits}
              help={filtered ? t('stats.filtered') : t('stats.allHistory')}
              icon={<GitCommitHorizontal />}
            />
            <StatCard label={t('stats.features')} value={stats.features} icon={<Sparkles />} palette="green" />
            <StatCard label={t('stats.fixes')} value={stats.fixes} icon={<Wrench />} palette="orange" />
            <StatCard label={t('stats.breaking')} value={stats.breaking} icon={<TriangleAlert />} palette="red" />
            <StatCard label={t('stats.contributors')} value={stats.contributors} icon={<Users />} palette="purple" />
            <StatCard
              label={t('stats.versions')}
              value={changelog.versions.length}
              help={t('stats.lines', { additions: stats.additions, deletions: stats.deletions })}
              icon={<GitBranch />}
              palette="teal"
            />
          </SimpleGrid>
          <Card.Root>
            <Card.Body>
              <Flex gap="4" wrap="wrap" align="end">
                <SelectField
                  label={t('filters.type')}
                  value={type}
                  onChange={setType}
                  options={[
                    { value: '', label: t('filters.allTypes') },
                    ...distinct(changelog.commits.map((c) => c.type)).map((type) => ({ value: type, label: type })),
                  ]}
                />
                <SelectField
                  label={t('filters.scope')}
                  value={scope}
                  onChange={setScope}
                  options={[
                    { value: '', label: t('filters.allScopes') },
                    ...distinct(changelog.commits.map((c) => c.scope)).map((s) => ({ value: s, label: s })),
                  ]}
                />
                <SelectField
                  label={t('filters.breaking')}
                  value={breaking}
                  onChange={setBreaking}
                  options={[
                    { value: 'all', label: t('filters.allChanges') },
                    { value: 'breaking', label: t('filters.breakingOnly') },
                    { value: 'non-breaking', label: t('filters.nonBreakingOnly') },
                  ]}
                />
                <SelectField
                  label={t('filters.view')}
                  value={view}
                  onChange={(v) => setView(v as 'timeline' | 'versions')}
                  options={[
                    { value: 'timeline', label: t('filters.timeline') },
                    { value: 'versions', label: t('filters.versions') },
                  ]}
                />
                <Field.Root flex="1" minW="56">
                  <Field.Label fontSize="xs" color="fg.muted">
                    {t('filters.search')}
                  </Field.Label>
                  <Input
                    size="sm"
                    type="search"
                    placeholder={t('filters.searchPlaceholder')}
                    value={text}
                    onChange={(e) => {
                      setText(e.target.value);
                      setShown(PAGE);
                    }}
                  />
                </Field.Root>
              </Flex>
            </Card.Body>
          </Card.Root>
          {commits.length === 0 ? (
            <Card.Root>
              <Card.Body>
                <EmptyState
                  icon={<GitCommitHorizontal />}
                  title={changelog.commits.length ? t('empty.filtered') : t('empty.none')}
                />
              </Card.Body>
            </Card.Root>
          ) : view === 'timeline' ? (
            <Stack gap="6" data-testid="changelog-timeline">
              {groupByDay(commits.slice(0, shown)).map((group) => (
                <Box as="section" key={group.day} aria-labelledby={`day-${group.day}`}>
                  <Heading as="h2" size="md" mb="3" id={`day-${group.day}`}>
                    {formatDate(group.day)}
                  </Heading>
                  <Stack as="ul" gap="2" listStyleType="none">
                    {group.commits.map((commit) => (
                      <CommitItem key={commit.hash} commit={commit} />
                    ))}
                  </Stack>
                </Box>
              ))}
              {shown < commits.length && (
                <Button variant="outline" alignSelf="center" onClick={() => setShown(shown + PAGE)}>
                  {t('showMore', { count: commits.length - shown })}
                </Button>
              )}
            </Stack>
          ) : (
            <Stack gap="4" data-testid="changelog-versions">
              {changelog.versions
                .map((version) => ({ version, own: commits.filter((c) => version.commits.includes(c.hash)) }))
                .filter(({ own }) => own.some((c) => byHash.has(c.hash)))
                .map(({ version, own }) => (
                  <Card.Root
                    as="section"
                    key={version.version}
                    aria-label={t('version.label', { version: version.version })}
                  >
                    <Card.Header>
                      <Flex gap="2" wrap="wrap" align="center">
                        <Heading as="h2" size="lg">
                          {version.version}
                        </Heading>
                        <Badge colorPalette={version.released ? 'green' : 'gray'}>
                          {version.released ? t('version.released') : t('version.unreleased')}
                        </Badge>
                        {version.breaking && <Badge colorPalette="red">{t('breaking')}</Badge>}
                        <Text fontSize="sm" color="fg.muted">
                          {t('version.summary', {
                            date: formatDate(version.date.slice(0, 10)),
                            commits: version.summary.total,
                            features: version.summary.features,
                            fixes: version.summary.fixes,
                          })}
                        </Text>
                      </Flex>
                    </Card.Header>
                    <Card.Body pt="0">
                      <Stack as="ul" gap="2" listStyleType="none">
                        {own.slice(0, shown).map((commit) => (
                          <CommitItem key={commit.hash} commit={commit} />
                        ))}
                      </Stack>
                      {own.length > shown && (
                        <Button mt="3" size="sm" variant="outline" onClick={() => setShown(shown + PAGE)}>
                          {t('showMore', { count: own.length - shown })}
                        </Button>
                      )}
                    </Card.Body>
                  </Card.Root>
                ))}
            </Stack>
          )}
        </Stack>
      )}
    </>
  );
}
