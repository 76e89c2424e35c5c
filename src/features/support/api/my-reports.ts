import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { supportKeys } from './keys';

export type MyReport = Database['public']['Functions']['get_my_reports']['Returns'][number];

export const myReportsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: supportKeys.myReports(userId),
    queryFn: async () => unwrap(await supabase.rpc('get_my_reports')),
  });

/** The caller's reports, newest first, with their status (Settings › Your reports). */
export const useMyReports = (userId: string) => useQuery(myReportsQueryOptions(userId));
