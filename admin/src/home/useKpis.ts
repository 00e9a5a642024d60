import { useQuery } from '@tanstack/react-query';
import { api } from '../http';
import { byInterest, type KpiFigure } from './figures';

/** The home's figures (GET /api/meta/kpis), in the order the cards show them. */
export const useKpis = () =>
  useQuery({
    queryKey: ['meta', 'kpis'],
    queryFn: async () => (await api<KpiFigure[]>('/api/meta/kpis')).json.sort(byInterest),
    retry: false,
  });
