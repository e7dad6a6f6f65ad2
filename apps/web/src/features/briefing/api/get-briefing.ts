import { apiPaths, briefingResponse, type BriefingResponse } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { briefingKeys } from './briefing-keys.ts';

/** GET /api/briefing/ — today's stories by category (visitors too). */
export async function getBriefing(signal?: AbortSignal): Promise<BriefingResponse> {
  return briefingResponse.parse(await memberApi.get<unknown>(apiPaths.briefing, { signal }));
}

export function useBriefing() {
  return useQuery(
    queryOptions({ queryKey: briefingKeys.today(), queryFn: ({ signal }) => getBriefing(signal), staleTime: 60_000 }),
  );
}
