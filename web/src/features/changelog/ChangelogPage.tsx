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
import { plural } from '../../lib/plural';
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
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="changelog-commit">
      <Flex gap="2" wrap="wrap" align="center" mb="1">
        <Badge colorPalette={commit.type === 'feat' ? 'green' : commit.type === 'fix' ? 'orange' : 'gray'}>
          {commit.type}
        </Badge>
        {commit.scope && <Badge variant="outline">{commit.scope}</Badge>}
        {commit.breaking && <Badge colorPalette="red">Breaking</Badge>}
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
        {commit.author.name} · {formatDateTime(commit.date)} · {plural(commit.files.length, 'file')} · +
        {commit.additions} −{commit.deletions}
        {commit.tags.length ? ` · ${commit.tags.join(', ')}` : ''}
      </Text>
    </Box>
  );
}

/** The product's real history from GET /api/changelog: stats, filters, and a timeline or version view. */
export default function ChangelogPage() {
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
        title="Changelog"
        subtitle={
          changelog?.generatedAt
            ? `What changed in Leavewise, release by release, up to ${formatDate(changelog.generatedAt.slice(0, 10))}.`
            : 'What changed in Leavewise.'
        }
        actions={
          <Button variant="outline" size="sm" onClick={() => load()} loading={loading} loadingText="Refreshing...">
            <RefreshCw /> Refresh
          </Button>
        }
      />
      {error && !changelog ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">{error}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => load()}>
            Retry
          </Button>
        </Alert.Root>
      ) : !changelog ? (
        <PageSpinner label="Loading the changelog" />
      ) : (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4">
            <StatCard
              label="Commits"
              value={stats.commits}
              help={filtered ? 'Filtered' : 'All history'}
              icon={<GitCommitHorizontal />}
            />
            <StatCard label="Features" value={stats.features} icon={<Sparkles />} palette="green" />
            <StatCard label="Fixes" value={stats.fixes} icon={<Wrench />} palette="orange" />
            <StatCard label="Breaking" value={stats.breaking} icon={<TriangleAlert />} palette="red" />
            <StatCard label="Contributors" value={stats.contributors} icon={<Users />} palette="purple" />
            <StatCard
              label="Versions"
              value={changelog.versions.length}
              help={`+${stats.additions} −${stats.deletions} lines`}
              icon={<GitBranch />}
              palette="teal"
            />
          </SimpleGrid>
          <Card.Root>
            <Card.Body>
              <Flex gap="4" wrap="wrap" align="end">
                <SelectField
                  label="Type"
                  value={type}
                  onChange={setType}
                  options={[
                    { value: '', label: 'All types' },
                    ...distinct(changelog.commits.map((c) => c.type)).map((t) => ({ value: t, label: t })),
                  ]}
                />
                <SelectField
                  label="Scope"
                  value={scope}
                  onChange={setScope}
                  options={[
                    { value: '', label: 'All scopes' },
                    ...distinct(changelog.commits.map((c) => c.scope)).map((s) => ({ value: s, label: s })),
                  ]}
                />
                <SelectField
                  label="Breaking"
                  value={breaking}
                  onChange={setBreaking}
                  options={[
                    { value: 'all', label: 'All changes' },
                    { value: 'breaking', label: 'Breaking only' },
                    { value: 'non-breaking', label: 'Non-breaking only' },
                  ]}
                />
                <SelectField
                  label="View"
                  value={view}
                  onChange={(v) => setView(v as 'timeline' | 'versions')}
                  options={[
                    { value: 'timeline', label: 'Timeline' },
                    { value: 'versions', label: 'Versions' },
                  ]}
                />
                <Field.Root flex="1" minW="56">
                  <Field.Label fontSize="xs" color="fg.muted">
                    Search
                  </Field.Label>
                  <Input
                    size="sm"
                    type="search"
                    placeholder="Search messages, authors, files..."
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
                  title={changelog.commits.length ? 'No changes match these filters' : 'No history is available'}
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
                  Show more ({commits.length - shown} left)
                </Button>
              )}
            </Stack>
          ) : (
            <Stack gap="4" data-testid="changelog-versions">
              {changelog.versions
                .map((version) => ({ version, own: commits.filter((c) => version.commits.includes(c.hash)) }))
                .filter(({ own }) => own.some((c) => byHash.has(c.hash)))
                .map(({ version, own }) => (
                  <Card.Root as="section" key={version.version} aria-label={`Version ${version.version}`}>
                    <Card.Header>
                      <Flex gap="2" wrap="wrap" align="center">
                        <Heading as="h2" size="lg">
                          {version.version}
                        </Heading>
                        <Badge colorPalette={version.released ? 'green' : 'gray'}>
                          {version.released ? 'Released' : 'Unreleased'}
                        </Badge>
                        {version.breaking && <Badge colorPalette="red">Breaking</Badge>}
                        <Text fontSize="sm" color="fg.muted">
                          {formatDate(version.date.slice(0, 10))} · {plural(version.summary.total, 'commit')} ·{' '}
                          {plural(version.summary.features, 'feature')} ·{' '}
                          {plural(version.summary.fixes, 'fix', 'fixes')}
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
                          Show more ({own.length - shown} left)
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
