/** Turns a path builder of the contract (`(id) => '/api/posts/${id}/'`) into a route pattern (`/api/posts/:id/`). */
export function apiPathPattern(build: (id: number) => string): string {
  const marker = 987_654_321;
  return build(marker).replace(String(marker), ':id');
}
