import { apiPaths, topicPostResponse, type TopicPostBody, type TopicPostResponse } from '@geulgam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { generationKeys } from './generation-keys.ts';

/** POST /api/generate/topic/ — a post on the member's own topic from their links or pasted text (ADR 038). */
export async function writeTopicPost(body: TopicPostBody): Promise<TopicPostResponse> {
  return topicPostResponse.parse(await memberApi.post<unknown>(apiPaths.generateTopic, body));
}

/** Writes the post; `onWritten` lets the caller refresh what lists the member's posts. */
export function useWriteTopicPost({
  onWritten,
}: {
  onWritten: (queryClient: ReturnType<typeof useQueryClient>) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: generationKeys.topic(),
    mutationFn: writeTopicPost,
    onSuccess: () => onWritten(queryClient),
  });
}
