/** The contract's admin path builders return plain strings; every one of them starts with /admin/. */
export const adminPath = (path: string) => path as `/admin/${string}`;
