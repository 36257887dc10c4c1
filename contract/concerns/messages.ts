// The message box's and feedback's calls: one list that the gateway's routes
// (gateway/routes/messages.ts) and the site's store (src/stores/messages.ts) both import as a
// namespace, `calls.x`.
export {
  feedbackList,
  feedbackSubmit,
  memberMessageRead,
  memberMessages,
  memberMessagesDelete,
  memberMessagesReadAll,
} from '../generated/calls.ts';
