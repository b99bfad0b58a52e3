// `supportrequest-<id>`, owned by cms (docs/streams.md): a message to the provider's support
// address from the Support page (spec section 2), kept before it is mailed so nothing is lost when
// mail fails.

/** Who wrote, as the support team sees them in the mail. */
export interface SupportSender {
  id: string;
  name: string;
  email: string;
  companyId: string;
  companyName: string;
}

export interface SupportRequested {
  type: 'SupportRequested';
  data: {
    /** The stream's id, and the reference the mail quotes. */
    id: string;
    subject: string;
    message: string;
    /** The page the user wrote from; absent when not given. */
    page?: string;
    sender: SupportSender;
  };
}

export const SUPPORT_REQUEST_STREAM = 'supportrequest';
