/** The non-empty image slots of a post (`image_1_url` … `image_3_url`), in order. */
export function postImages(post: {
  image_1_url?: string | null;
  image_2_url?: string | null;
  image_3_url?: string | null;
}): string[] {
  return [post.image_1_url, post.image_2_url, post.image_3_url].filter(
    (url): url is string => typeof url === 'string' && url.trim() !== '',
  );
}
