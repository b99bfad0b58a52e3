/**
 * The four semantic colours the spec uses for statuses and badges. They are Bootstrap-style names
 * so the UI theme (and the PDF renderer) decides the actual shade: primary is green, warning amber,
 * danger red, secondary grey.
 */
export type Colour = 'primary' | 'warning' | 'danger' | 'secondary';
