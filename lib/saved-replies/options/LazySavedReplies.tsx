import { useImported } from '@/lib/ui/use-imported';
import type { SavedRepliesSection } from './SavedRepliesSection';

type Props = Parameters<typeof SavedRepliesSection>[0];

/** Loads the Saved replies section after the page is drawn: the settings stay light and first. */
export function LazySavedReplies(props: Props) {
  const Section = useImported(true, () => import('./SavedRepliesSection').then((m) => m.SavedRepliesSection));
  return Section ? <Section {...props} /> : null;
}
