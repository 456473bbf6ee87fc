import { Badge, Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Pencil, ScrollText, UserCog } from 'lucide-react';
import type { BalanceStatus, PtoBalancesPage_BalanceFragment } from '../../../__generated__/graphql';
import { formatDays } from '../../../lib/dates';
import type { Column } from '../../../components/DataTable';
import { DaysInput } from './BalanceEditRow';
import { NO_VALUE, type Translate } from '../shared/translate';
import { useTranslation } from '../../../i18n';
import { BALANCE_STATUS_PALETTE, balanceStatusOf, draftAvailable, type BalanceDraft } from './balanceEdit';

export type Balance = PtoBalancesPage_BalanceFragment;

function StatusBadge({ status }: { status: BalanceStatus }) {
  const { t } = useTranslation('admin-balances');
  return (
    <Badge colorPalette={BALANCE_STATUS_PALETTE[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}

interface BalanceColumnsOptions {
  /** The row being edited, its draft and errors (total and used become inputs there). */
  edit: {
    active: boolean;
    isEditing: (id: string) => boolean;
    draft?: BalanceDraft;
    errors: Partial<Record<keyof BalanceDraft, string>>;
    start: (id: string, draft: BalanceDraft) => void;
    change: (patch: Partial<BalanceDraft>) => void;
  };
  onLedger: (balance: Balance) => void;
  onAllowance: (balance: Balance) => void;
  /** The `admin-balances` catalogue. */
  t: Translate;
}

/** The nine columns of the PTO Balances table; available days and status follow the draft live. */
export function balanceColumns({ edit, onLedger, onAllowance, t }: BalanceColumnsOptions): Column<Balance>[] {
  const draftOf = (balance: Balance) => (edit.isEditing(balance.id) ? edit.draft : undefined);
  const available = (balance: Balance) => {
    const draft = draftOf(balance);
    return draft ? draftAvailable(draft, balance.pendingDays) : balance.availableDays;
  };
  const daysCell = (field: 'totalDays' | 'usedDays') => (balance: Balance) => {
    const draft = draftOf(balance);
    return draft ? (
      <DaysInput
        label={t(`columns.${field}Of`, { name: balance.user.fullName })}
        value={draft[field]}
        error={edit.errors[field]}
        onChange={(value) => edit.change({ [field]: value })}
      />
    ) : (
      formatDays(balance[field])
    );
  };
  const startEditing = (balance: Balance) =>
    edit.start(balance.id, { totalDays: String(balance.totalDays), usedDays: String(balance.usedDays), reason: '' });

  return [
    {
      key: 'employee',
      header: t('columns.employee'),
      card: 'title',
      cell: (balance) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">{balance.user.fullName}</Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {balance.user.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('columns.type'),
      nowrap: true,
      cell: (balance) => (
        <HStack gap="2">
          <Box
            boxSize="2.5"
            rounded="full"
            flexShrink="0"
            style={{ background: balance.requestType.color }}
            aria-hidden
          />
          {balance.requestType.displayName}
        </HStack>
      ),
    },
    { key: 'year', header: t('columns.year'), cell: (balance) => balance.leaveYear.label },
    { key: 'total', header: t('columns.total'), align: 'end', cell: daysCell('totalDays') },
    { key: 'used', header: t('columns.used'), align: 'end', cell: daysCell('usedDays') },
    { key: 'pending', header: t('columns.pending'), align: 'end', cell: (balance) => formatDays(balance.pendingDays) },
    {
      key: 'available',
      header: t('columns.available'),
      align: 'end',
      cell: (balance) => {
        const value = available(balance);
        return (
          <Text as="span" fontWeight="semibold" data-testid="available-days">
            {value === null ? NO_VALUE : formatDays(value)}
          </Text>
        );
      },
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (balance) => {
        const value = available(balance);
        return <StatusBadge status={draftOf(balance) && value !== null ? balanceStatusOf(value) : balance.status} />;
      },
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'end',
      card: 'actions',
      cell: (balance) =>
        edit.isEditing(balance.id) ? null : (
          <HStack gap="2" justify="end" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => onLedger(balance)}>
              <ScrollText /> {t('actions.ledger')}
              <VisuallyHidden>
                {' '}
                {t('actions.ledgerOf', {
                  name: balance.user.fullName,
                  type: balance.requestType.displayName,
                  year: String(balance.year),
                })}
              </VisuallyHidden>
            </Button>
            <Button size="xs" variant="outline" onClick={() => startEditing(balance)} disabled={edit.active}>
              <Pencil /> {t('actions.edit')}
              <VisuallyHidden>
                {' '}
                {t('actions.editOf', {
                  name: balance.user.fullName,
                  type: balance.requestType.displayName,
                  year: String(balance.year),
                })}
              </VisuallyHidden>
            </Button>
            <Button size="xs" variant="outline" onClick={() => onAllowance(balance)} disabled={edit.active}>
              <UserCog /> {t('actions.allowance')}
              <VisuallyHidden>
                {' '}
                {t('actions.allowanceOf', { name: balance.user.fullName, type: balance.requestType.displayName })}
              </VisuallyHidden>
            </Button>
          </HStack>
        ),
    },
  ];
}
