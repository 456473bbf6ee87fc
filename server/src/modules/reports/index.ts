// The reports module's public face: what other modules may use of it.
export type { ReportService } from './report.service';
