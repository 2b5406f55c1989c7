import { fileURLToPath } from 'node:url';

/**
 * Real learner recordings from the speechocean762 dev set (CC BY 4.0,
 * ../shared/data/speechocean762-dev/README.md), read in place, not copied.
 */
const devWav = (id: string) => fileURLToPath(new URL(`../../../../shared/data/speechocean762-dev/audio/${id}.wav`, import.meta.url));

/** Speaker 0001 reading "We call it bear" (about 2 s). */
export const DEV_RECORDING = { wavPath: devWav('000010011'), text: 'We call it bear.' };

/** A 5.01 s clip: the upload-to-result figure of `make bench`. */
export const FIVE_SECOND_RECORDING = { wavPath: devWav('090700057'), text: 'Here we are then, all seated round the table.' };
