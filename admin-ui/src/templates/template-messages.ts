// Spec section 5, verbatim: the template checks made before anything is sent.
export const AT_LEAST_ONE_LINK = 'Batches must have at least one link';
export const AT_LEAST_ONE_LINK_TO_RUN = 'Batches must have at least one link to run';
export const MONTH_DAY_MESSAGE = 'Please enter a valid day of the month (1-28).';
