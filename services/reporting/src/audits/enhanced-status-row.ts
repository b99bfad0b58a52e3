/** One enhanced memory cookie status the CMS holds for the audit (/cms/statuses). */
export interface EnhancedStatusRow {
  id: string;
  source: string;
  status: string;
  comment: string | null;
  updatedAt: string;
}
