import { paginationSchema, type Pagination } from '@geulgam/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A route serializer for a page of shared items (issue 19). The keyword pages are cut from one cached ordering, so the
 * same item objects go out on thousands of answers: checking each against the contract and turning it into JSON on
 * every answer was most of a 100-item page's cost. Here each item object is checked and stringified once, the first
 * time it is sent, and remembered by identity — so items must not be changed after they are first sent (freeze them).
 * Pagination is small and checked on every answer.
 */
export function sharedItemsSerializer<Item extends object>(item: z.ZodType<Item>) {
  const json = new WeakMap<object, string>();
  const itemJson = (value: Item) => {
    let text = json.get(value);
    if (text === undefined) {
      text = JSON.stringify(item.encode(value));
      json.set(value, text);
    }
    return text;
  };
  return (page: { data: Item[]; pagination: Pagination }): string =>
    `{"data":[${page.data.map(itemJson).join(',')}],"pagination":${JSON.stringify(paginationSchema.encode(page.pagination))}}`;
}

type RouteSchema = Parameters<typeof serializerCompiler>[0];

/** A route's `serializerCompiler`: its 200 answer is a page of shared items; every other status as usual. */
export function sharedItemsSerializerCompiler<Item extends object>(item: z.ZodType<Item>) {
  const page = sharedItemsSerializer(item);
  // Fastify types the argument with the route's own schema object; the zod compiler takes any zod route schema.
  return (route: { httpStatus?: string }) =>
    route.httpStatus === '200' ? page : serializerCompiler(route as unknown as RouteSchema);
}
