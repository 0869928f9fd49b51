import { useEffect, useState } from 'preact/hooks';
import type { SavedRepliesSection } from './SavedRepliesSection';

type Props = Parameters<typeof SavedRepliesSection>[0];

/** Loads the Saved replies section after the page is drawn: the settings stay light and first. */
export function LazySavedReplies(props: Props) {
  const [Section, setSection] = useState<typeof SavedRepliesSection | null>(null);
  useEffect(() => {
    void import('./SavedRepliesSection').then((module) => setSection(() => module.SavedRepliesSection));
  }, []);
  return Section ? <Section {...props} /> : null;
}
