import type { MessagePageQuery } from '@shop/contracts/chat/chat-queries';

export function messagePageSearch({ before, limit }: MessagePageQuery): string {
  const search = new URLSearchParams();
  if (before !== undefined) search.set('before', String(before));
  if (limit !== undefined) search.set('limit', String(limit));
  const text = search.toString();
  return text ? `?${text}` : '';
}
