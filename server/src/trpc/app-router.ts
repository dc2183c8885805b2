export type AppRouter = never;
