/** How a consultation's status reads on screen. */
export const statusLabels: Record<string, string> = { booked: 'Booked', completed: 'Completed', cancelled: 'Cancelled' };
