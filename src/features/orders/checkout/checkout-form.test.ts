import { checkFields, emptyFields, fieldOfHint, orderIntent } from '@/features/orders/checkout/checkout-form';

const good = { ...emptyFields, state: 'Lagos', lga: 'Ikeja', street: '5 Awolowo Way', phone: '0803 123 4567' };

describe('checkout form', () => {
  test('a complete form has no errors', () => {
    expect(checkFields(good, false)).toEqual({});
  });

  test('each missing field gets its own message', () => {
    expect(checkFields(emptyFields, true)).toEqual({
      state: 'Choose your state',
      lga: 'Choose your state, then your LGA',
      street: 'Enter your street address',
      phone: 'Enter a Nigerian mobile number, e.g. 0803 123 4567',
      prescriptionId: 'Attach the prescription for the prescription-only medicines',
    });
    expect(checkFields({ ...good, state: 'Texas' }, false).state).toBe('Choose your state');
    expect(checkFields({ ...good, lga: '' }, false).lga).toBe('Choose your LGA');
  });

  test('a landmark longer than the database stores is refused beside the field', () => {
    expect(checkFields({ ...good, landmark: 'x'.repeat(201) }, false)).toEqual({ landmark: 'Keep the landmark to 200 characters or fewer' });
    expect(checkFields({ ...good, landmark: 'x'.repeat(200) }, false)).toEqual({});
  });

  test('the intent carries the phone as +234 and no prices', () => {
    const intent = orderIntent({ ...good, phone: '234-803-123-4567' }, [{ offerId: 'o1', quantity: 2 }], 'key-12345678', false);
    expect(intent).toEqual({
      idempotency_key: 'key-12345678',
      lines: [{ offer_id: 'o1', quantity: 2 }],
      address: { state: 'Lagos', lga: 'Ikeja', street: '5 Awolowo Way', landmark: null },
      phone: '+2348031234567',
      delivery_time: 'anytime',
      payment_method: 'pay_on_delivery',
    });
  });

  test('server refusals land beside their field', () => {
    expect(fieldOfHint('address.lga')).toBe('lga');
    expect(fieldOfHint('address.landmark')).toBe('landmark');
    expect(fieldOfHint('prescription_required')).toBe('prescriptionId');
    expect(fieldOfHint('out_of_stock')).toBeUndefined();
  });
});
