/**
 * The zod schemas of `@geulgam/contracts`, loaded on first use. Code in the
 * entry bundle (home, navigation, guards) parses answers through this, so
 * zod loads in parallel with the first request instead of delaying the first
 * paint (bench/web-bundle.mjs keeps `/` under its budget). Constants and
 * paths come from the zod-free `@geulgam/contracts/constants` and `/paths`.
 */
export const loadContracts = () => import('@geulgam/contracts');
