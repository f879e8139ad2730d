import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type playersOpsApi } from 'shared-contracts';
import { Button, Dialog, ErrorPanel, Skeleton, toast } from 'shared-ui';
import { ReasonDialog } from '../../../components/reason-dialog';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan } from '../../../lib/operator';
import { decideKyc } from '../api/decide-kyc';
import { useKyc } from '../api/get-kyc';
import { NS } from '../i18n';

type Submission = playersOpsApi.KycSubmission;

/** The documents (front, back, selfie) side by side; risk and admins approve or reject with a reason. */
export function KycReview({
  submission,
  merchant,
  onClose,
  onDecided,
}: {
  submission: Submission | null;
  merchant: string | undefined;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation([NS, CONSOLE]);
  const can = useCan();
  const detail = useKyc(submission?.id ?? null, merchant);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const username = submission?.username ?? '';
  const pending = submission?.status === 'PENDING' && can('kyc.decide');
  const approve = async () => {
    setBusy(true);
    try {
      await decideKyc(username, merchant, 'A');
      toast({ title: t('approved', { username }), tone: 'success' });
      onDecided();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Dialog
        open={submission !== null && !rejecting}
        onOpenChange={(o) => !o && onClose()}
        title={t('review_title', { username })}
        size="lg"
        testId="kyc-review"
        footer={
          pending ? (
            <div className="console-row">
              <Button variant="primary" loading={busy} onClick={() => void approve()}>
                {t(`${CONSOLE}:approve`)}
              </Button>
              <Button variant="danger" onClick={() => setRejecting(true)}>
                {t(`${CONSOLE}:reject`)}
              </Button>
            </div>
          ) : undefined
        }
      >
        {detail.error ? (
          <ErrorPanel message={errorText(t, detail.error)} onRetry={detail.reload} />
        ) : !detail.data ? (
          <Skeleton height={240} />
        ) : (
          <div className="console-images">
            {detail.data.images.map((img) => (
              <figure key={img.kind}>
                <img src={img.url} alt={t(`image_${img.kind}`, { defaultValue: img.kind })} />
                <figcaption>{t(`image_${img.kind}`, { defaultValue: img.kind })}</figcaption>
              </figure>
            ))}
          </div>
        )}
      </Dialog>
      <ReasonDialog
        open={rejecting}
        title={t('reject_title', { username })}
        action={t(`${CONSOLE}:reject`)}
        onClose={() => setRejecting(false)}
        onSubmit={async (reason) => {
          await decideKyc(username, merchant, 'R', reason);
          toast({ title: t('rejected', { username }), tone: 'success' });
          setRejecting(false);
          onDecided();
        }}
      />
    </>
  );
}
