import { useEffect, useState } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';
import { Icon } from './Icons.js';
import { readStorage, writeStorage } from './storage.js';

const KEY = 'docsgen.announcement.dismissed';

/** Dismissable banner; the dismissal is remembered per bar id, so a new id shows again. */
export function AnnouncementBar({ bar }: { bar: NonNullable<SiteData['announcementBar']> }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (readStorage(KEY) === bar.id) setDismissed(true);
  }, [bar.id]);
  if (dismissed) return null;
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" data-announcement-id={bar.id}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className="announcement-close"
          aria-label="Close announcement"
          onClick={() => {
            writeStorage(KEY, bar.id);
            setDismissed(true);
          }}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </div>
  );
}
