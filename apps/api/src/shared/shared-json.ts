import { paginationSchema, type Pagination } from '@geulgam/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Route serializers for answers built from cached, shared objects. A member's post, their My page rows and
 * the keyword pages come from in-memory views, so the same objects go out on thousands of answers: checking each
 * against the contract and turning it into JSON on every answer was most of what those calls cost. Here an object is
 * checked and stringified once, the first time it is sent, and remembered by identity — so it must not be changed
 * after it is first sent (freeze it). A fresh object is simply checked and stringified as usual.
 */
export function sharedObjectJson<Value extends object>(schema: z.ZodType<Value>) {
  const json = new WeakMap<object, string>();
  return (value: Value): string => {
    let text = json.get(value);
    if (text === undefined) {
      text = JSON.stringify(schema.encode(value));
      json.set(value, text);
    }
    return text;
  };
}

/** A page of shared items: each item's JSON once; the small pagination is checked on every answer. */
export function sharedItemsJson<Item extends object>(item: z.ZodType<Item>) {
  const itemJson = sharedObjectJson(item);
  return (page: { data: Item[]; pagination: Pagination }): string =>
    `{"data":[${page.data.map(itemJson).join(',')}],"pagination":${JSON.stringify(paginationSchema.encode(page.pagination))}}`;
}

type RouteSchema = Parameters<typeof serializerCompiler>[0];

/** A route's `serializerCompiler`: its 200 answer through `json`, every other status as usual. */
export function sharedJsonSerializerCompiler<Value>(json: (value: Value) => string) {
  // Fastify types the argument with the route's own schema object; the zod compiler takes any zod route schema.
  return (route: { httpStatus?: string }) =>
    route.httpStatus === '200' ? json : serializerCompiler(route as unknown as RouteSchema);
}
