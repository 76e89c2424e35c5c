import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { postKeys } from './keys';

export interface PostSale {
  unlockCount: number;
  grossCents: number;
}

/**
 * The signed-in creator's pay-per-view posts that sold (`post_sales`: only the caller's own posts),
 * in one request for every card on screen, by post id.
 */
export async function getPostSales(): Promise<Map<string, PostSale>> {
  const rows = unwrap(await supabase.from('post_sales').select('post_id, unlock_count, gross_cents'));
  const sales = new Map<string, PostSale>();
  for (const row of rows) {
    if (row.post_id) sales.set(row.post_id, { unlockCount: row.unlock_count ?? 0, grossCents: row.gross_cents ?? 0 });
  }
  return sales;
}

export const postSalesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...postKeys.all, 'sales', userId], queryFn: getPostSales, staleTime: 15_000 });

export const usePostSales = (userId: string, enabled: boolean) =>
  useQuery({ ...postSalesQueryOptions(userId), enabled });
