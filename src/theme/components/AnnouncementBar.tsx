import { useTheme, useT } from '../context.tsx';
import { CloseIcon } from './Icons.tsx';

/** Site-wide notice; its dismissal is stored per bar id, so a new id shows again. Hidden before paint if dismissed. */
export function AnnouncementBar() {
  const t = useT();
  const bar = useTheme().site.config.announcementBar;
  if (!bar) return null;
  return (
    <div
      className="announcement"
      role="region"
      aria-label="Announcement"
      data-announcement={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement__close" data-announcement-close="" aria-label={t('theme.announcement.close')}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
