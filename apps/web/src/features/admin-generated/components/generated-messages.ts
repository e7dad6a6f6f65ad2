/** The generated-content screen's texts (SPEC §2, §8). */
export const GENERATED_MESSAGES = {
  listFailed: '목록을 불러오지 못했어요.',
  detailFailed: '상세 정보를 불러오지 못했어요.',
  hideFailed: '비공개 전환에 실패했어요.',
  deleteFailed: '삭제에 실패했어요.',
  emptyFiltered: '검색 조건에 맞는 콘텐츠가 없어요.',
  empty: '아직 생성된 콘텐츠가 없어요.',
  noBody: '본문이 없어요.',
  hideTitle: '비공개로 전환',
  hideMessage: '이 콘텐츠를 비공개로 전환해요. 전환한 뒤에는 되돌릴 수 없어요.',
  deleteTitle: '영구 삭제',
  deleteMessage: '이 콘텐츠를 영구 삭제해요. 삭제한 뒤에는 되돌릴 수 없어요.',
} as const;
