/** The support chat module's entry: other modules import from here only. */
export { supportModule } from './support.module';
export { SupportTopics, type SupportRecentItem, type SupportTopicResolver } from './topics';
