/**
 * A full disk (or a quota) under the database or DATA_DIR. PostgreSQL reports it as SQLSTATE 53100 (`disk_full`,
 * "could not extend file … No space left on device"), Node as ENOSPC or EDQUOT, and PGlite passes PostgreSQL's
 * error on; drivers and the query layer wrap it, so the `cause` chain is searched.
 */
const FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);
const FULL_MESSAGE = /No space left on device|Disk quota exceeded/i;

export const STORAGE_FULL_DETAIL = '서버의 저장 공간이 가득 차서 저장하지 못했어요. 잠시 후 다시 시도해 주세요.';
export const STORAGE_FULL_READINESS = '저장 공간이 가득 차서 글을 저장할 수 없어요. 디스크 공간을 확보해 주세요.';

export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
    if (FULL_MESSAGE.test(String((current as { message?: unknown }).message ?? ''))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What this process last saw of its storage: full from a write that failed for lack of space until a write
 * succeeds again. Readiness reports it, so a load balancer and the operator hear why writes fail.
 */
export interface StorageHealth {
  readonly full: boolean;
  sawFull(): void;
  sawWrite(): void;
}

export function createStorageHealth(): StorageHealth {
  let full = false;
  return {
    get full() {
      return full;
    },
    sawFull() {
      full = true;
    },
    sawWrite() {
      full = false;
    },
  };
}

/** What a process says when it cannot start for lack of space: what is full, and what to do. */
export function startFullMessage(error: unknown): string {
  const where = (error as { path?: unknown }).path;
  return [
    '저장 공간이 가득 차서 시작할 수 없어요. DATA_DIR(또는 데이터베이스)의 디스크 공간을 확보한 뒤 다시 실행해 주세요.',
    `The disk is full: free space under DATA_DIR${typeof where === 'string' ? ` (${where})` : ''} or the database, then start again.`,
    `(${String((error as { code?: unknown }).code ?? '')} ${String((error as Error).message ?? error)})`,
  ].join('\n');
}
