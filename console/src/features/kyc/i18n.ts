import { addBundles } from 'shared-contracts';

/** Namespace `kyc` (identity-document review). */
export const NS = 'kyc';

const EN = {
  title: 'KYC review',
  status: 'Status',
  status_PENDING: 'Waiting for review',
  status_APPROVED: 'Approved',
  status_REJECTED: 'Rejected',
  submitted: 'Sent',
  document: 'ID type',
  review: 'Review',
  review_title: 'Identity documents of {{username}}',
  image_front: 'Front',
  image_back: 'Back',
  image_selfie: 'Selfie with the ID',
  approved: '{{username}} approved',
  rejected: '{{username}} rejected',
  reject_title: 'Reject the documents of {{username}}',
  empty: 'No submissions',
};

addBundles(NS, {
  EN,
  TY: {
    title: 'Duyệt KYC',
    status: 'Trạng thái',
    status_PENDING: 'Chờ duyệt',
    status_APPROVED: 'Đã duyệt',
    status_REJECTED: 'Bị từ chối',
    submitted: 'Đã gửi',
    document: 'Loại giấy tờ',
    review: 'Xem xét',
    review_title: 'Giấy tờ tùy thân của {{username}}',
    image_front: 'Mặt trước',
    image_back: 'Mặt sau',
    image_selfie: 'Ảnh tự chụp với giấy tờ',
    approved: 'Đã duyệt {{username}}',
    rejected: 'Đã từ chối {{username}}',
    reject_title: 'Từ chối giấy tờ của {{username}}',
    empty: 'Không có hồ sơ nào',
  } satisfies typeof EN,
  ZH: {
    title: '实名审核',
    status: '状态',
    status_PENDING: '待审核',
    status_APPROVED: '已通过',
    status_REJECTED: '已拒绝',
    submitted: '提交时间',
    document: '证件类型',
    review: '审核',
    review_title: '{{username}} 的身份证件',
    image_front: '正面',
    image_back: '背面',
    image_selfie: '手持证件自拍',
    approved: '已通过 {{username}}',
    rejected: '已拒绝 {{username}}',
    reject_title: '拒绝 {{username}} 的证件',
    empty: '没有提交记录',
  } satisfies typeof EN,
});
