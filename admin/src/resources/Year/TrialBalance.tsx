import {
  Alert,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { formatMoney } from '../../format';
import { api } from '../../http';

interface Row {
  ledgerId: number;
  ledger: string;
  coin: string;
  debtor: string;
  creditor: string;
  balance: string;
}
interface Report {
  rows: Row[];
  totals: { coin: string; debtor: string; creditor: string; balanced: boolean }[];
}

/**
 * A financial year's trial balance, below the year's form: each ledger's debits, credits and balance per coin, the
 * totals, and whether they agree. The server sums the posted documents; this only shows them.
 */
export function TrialBalance({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useQuery({
    queryKey: ['trialBalance', record.id],
    queryFn: async () => (await api<Report>(`/api/Accountings/trialBalance?yearId=${record.id}`)).json,
  });
  const money = (v: string) => formatMoney(v, locale);
  return (
    <Card sx={{ mt: 2 }} data-testid="trial-balance">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('dashboard.trialbalance.title')}
        </Typography>
        {error && <Alert severity="error">{translate((error as Error).message)}</Alert>}
        {data && !data.rows.length && (
          <Typography color="text.secondary">{translate('dashboard.trialbalance.empty')}</Typography>
        )}
        {data && data.rows.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('dashboard.trialbalance.ledger')}</TableCell>
                <TableCell>{translate('dashboard.trialbalance.coin')}</TableCell>
                <TableCell align="right">{translate('dashboard.trialbalance.debtor')}</TableCell>
                <TableCell align="right">{translate('dashboard.trialbalance.creditor')}</TableCell>
                <TableCell align="right">{translate('dashboard.trialbalance.balance')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((r) => (
                <TableRow key={`${r.ledgerId}:${r.coin}`}>
                  <TableCell>{r.ledger}</TableCell>
                  <TableCell>{r.coin}</TableCell>
                  <TableCell align="right">{money(r.debtor)}</TableCell>
                  <TableCell align="right">{money(r.creditor)}</TableCell>
                  <TableCell align="right">{money(r.balance)}</TableCell>
                </TableRow>
              ))}
              {data.totals.map((t) => (
                <TableRow key={`total:${t.coin}`} data-testid="trial-balance-total">
                  <TableCell sx={{ fontWeight: 700 }}>{translate('dashboard.trialbalance.total')}</TableCell>
                  <TableCell>{t.coin}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {money(t.debtor)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {money(t.creditor)}
                  </TableCell>
                  <TableCell align="right">
                    <Chip
                      size="small"
                      color={t.balanced ? 'success' : 'error'}
                      label={translate(
                        t.balanced ? 'dashboard.trialbalance.balanced' : 'dashboard.trialbalance.unbalanced',
                      )}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
