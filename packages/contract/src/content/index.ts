/** Content: news, notices, banners, the home menu and their operator screens. */
export * from './content';
export * from './content-rules';
export * from './ops-content';
export * from './first-screen';
