/** The non-empty image slots of a post, in order (at most three). */
export function imagesOf(post: {
  image_1_url?: string | null;
  image_2_url?: string | null;
  image_3_url?: string | null;
}): string[] {
  return [post.image_1_url, post.image_2_url, post.image_3_url].filter(
    (url): url is string => typeof url === 'string' && url.trim() !== '',
  );
}
