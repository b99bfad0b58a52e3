/** The issue report's option values (spec section 3) with the words the form shows for them. */
export const CONVERSION_CHANGE_AT = [
  { id: 'week', name: 'Within the last week' },
  { id: 'month', name: 'Within the last month' },
  { id: 'over_month', name: 'More than a month ago' },
  { id: 'different_period', name: 'A different period' },
];
export const CONVERSION_CHANGE_AMOUNT = [
  { id: '10', name: 'About 10%' },
  { id: '20', name: 'About 20%' },
  { id: '30_plus', name: '30% or more' },
];
export const CONVERSION_CHANGE_TYPE = [
  { id: 'click_to_sale', name: 'Click to sale' },
  { id: 'loyalty', name: 'Loyalty' },
];

/** Spec section 8's words for the outcomes of a report. */
export const REPORT_CREATED = 'Issue report created successfully!';
export const reportFailed = (message: string) => `Error: ${message}`;
export const refreshFailed = (message: string) => `Unexpected API error: ${message}`;
