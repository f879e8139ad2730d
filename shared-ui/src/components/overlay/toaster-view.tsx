import * as RToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './toast';

/** The Radix part of `Toaster`. */
export function ToasterView({ duration = 5000 }: { duration?: number }) {
  const { t } = useTranslation('common');
  const list = useToasts();
  return (
    <RToast.Provider duration={duration} label={t('notifications')}>
      {list.map((i) => (
        <RToast.Root
          key={i.id}
          className={`ui-toast ui-toast-${i.tone}`}
          type={i.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(i.id)}
        >
          <RToast.Title className="ui-toast-title">{i.title}</RToast.Title>
          {i.description && <RToast.Description>{i.description}</RToast.Description>}
          <RToast.Close className="ui-toast-close" aria-label={t('close')}>
            <X aria-hidden />
          </RToast.Close>
        </RToast.Root>
      ))}
      <RToast.Viewport className="ui-toast-viewport" />
    </RToast.Provider>
  );
}
