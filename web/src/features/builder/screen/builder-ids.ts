import { createIdGenerator } from '@app/builder-engine';

/** The builder screen's one id generator: ids are made when a command is made, never repeated in this tab. */
export const builderIds = createIdGenerator();
