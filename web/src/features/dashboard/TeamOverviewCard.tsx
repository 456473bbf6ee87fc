import { Card, DataList, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { useTranslation } from '../../i18n';

export const TeamOverviewCard_viewer = graphql(`
  fragment TeamOverviewCard_viewer on User {
    id
    department
    manager {
      id
      fullName
      email
    }
    team {
      id
      name
      memberCount
    }
    directReports {
      id
    }
  }
`);

/** The people below the viewer, counted as Team Overview, Reports and Analytics count them. */
export const TeamOverviewCard_reportingLine = graphql(`
  fragment TeamOverviewCard_reportingLine on Coverage {
    label
    people
  }
`);

/** Shown for a value the person has none of. */
const NO_VALUE = '—';

export function TeamOverviewCard(props: {
  viewer: FragmentType<typeof TeamOverviewCard_viewer>;
  reportingLine?: FragmentType<typeof TeamOverviewCard_reportingLine> | null;
}) {
  const { t } = useTranslation('dashboard');
  const viewer = getFragmentData(TeamOverviewCard_viewer, props.viewer);
  const reportingLine = getFragmentData(TeamOverviewCard_reportingLine, props.reportingLine);
  return (
    <Card.Root as="section" aria-labelledby="team-overview-title">
      <Card.Header>
        <Card.Title id="team-overview-title" as="h2">
          {t('teamOverview.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="0">
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t('teamOverview.team')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {viewer.team
                ? t('teamOverview.teamValue', { team: viewer.team.name, count: viewer.team.memberCount })
                : t('teamOverview.noTeam')}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('teamOverview.department')}</DataList.ItemLabel>
            <DataList.ItemValue>{viewer.department ?? NO_VALUE}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('teamOverview.reviewer')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {viewer.manager ? (
                <Text>{viewer.manager.fullName}</Text>
              ) : (
                <Text color="fg.muted">{t('teamOverview.hrReviews')}</Text>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          {viewer.directReports.length > 0 && (
            <DataList.Item>
              <DataList.ItemLabel>{t('teamOverview.directReports')}</DataList.ItemLabel>
              <DataList.ItemValue>{viewer.directReports.length}</DataList.ItemValue>
            </DataList.Item>
          )}
          {reportingLine && reportingLine.people > 0 && (
            <DataList.Item data-testid="reporting-line">
              <DataList.ItemLabel>{t('teamOverview.reportingLine')}</DataList.ItemLabel>
              <DataList.ItemValue>{t('teamOverview.people', { count: reportingLine.people })}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
