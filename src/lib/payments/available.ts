// Whether this build may offer online payment: a build for the local backend (its Paystack
// stand-in), or a production build made with VITE_ONLINE_PAYMENT=1 once the payment functions and
// PAYSTACK_SECRET_KEY are deployed. Otherwise checkout shows online payment as unavailable.
export const onlinePaymentAvailable =
  import.meta.env.VITE_LOCAL_BACKEND === '1' || import.meta.env.VITE_ONLINE_PAYMENT === '1';
