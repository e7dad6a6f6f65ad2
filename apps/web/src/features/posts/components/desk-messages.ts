/** The desk's own sentences (SPEC §8 and the desk's notes), in one place for its parts. */
export const DESK_MESSAGES = {
  summoning: '✨ 글감 마법으로 글을 소환하는 중…',
  untitled: '생성 결과',
  loading: '글을 불러오고 있어요…',
  empty: '(내용 없음)',
  imageFailed: '이미지를 불러올 수 없어요',
  imageLoading: '이미지를 불러오는 중이에요',
  copyDenied: '복사하지 못했어요. 브라우저의 클립보드 권한을 확인해 주세요.',
  copied: '서식을 유지한 채 복사했어요. 제목은 글 정보의 ‘제목 복사’로 따로 복사할 수 있어요.',
  pdfFailed: 'PDF 다운로드 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  exportFailed: '파일을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.',
  postFailed: '생성된 글을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  saved: '편집한 글을 저장했어요. 복사, PDF, 내보내기에 이 글이 쓰여요.',
  saveFailed: '저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
  tooLarge: '글이 너무 길어 저장할 수 없어요(최대 200KB). 큰 사진을 빼고 다시 저장해 주세요.',
  editorLoading: '편집기를 불러오고 있어요…',
  discard: '저장하지 않은 편집이 있어요. 편집을 그만둘까요?',
} as const;
