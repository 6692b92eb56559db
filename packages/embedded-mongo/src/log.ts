/** How the server reports: one line, 'info' unless it says otherwise. */
export type LogLevel = 'info' | 'warn' | 'error';
export type Log = (line: string, level?: LogLevel) => void;
