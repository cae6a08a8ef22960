import { useIntl } from '../../i18n';
import * as styles from './FpsEstimateNote.css';

export type FpsEstimateNoteProps = {
  /** The attribution the API sends with the figures. @default the catalogue's PCGameBenchmarks credit */
  source?: string;
  /** Lets FPS figures point at the note with `aria-describedby`. */
  id?: string;
};

/**
 * The note every FPS figure carries: the figures are estimates, and where they come from
 * (PCGameBenchmarks via the pc-game-fps-dataset, CC BY 4.0, whose licence asks for the credit).
 */
export function FpsEstimateNote({ source, id }: FpsEstimateNoteProps) {
  const intl = useIntl();
  return (
    <div className={styles.note} id={id} data-fps-note="">
      <p className={styles.line}>{intl.formatMessage({ id: 'fpsNote.estimate' })}</p>
      <p className={styles.line}>{source ?? intl.formatMessage({ id: 'fpsNote.source' })}</p>
    </div>
  );
}
