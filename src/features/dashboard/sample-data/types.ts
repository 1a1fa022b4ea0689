// Shapes of the dashboards' display-only sample data (product spec, section 3). The status values
// are the display-only ones of section 4: nothing on a dashboard changes them.

export type Stat = { label: string; value: string; note?: string };

export type OrderStatus = 'Pending' | 'Processing' | 'Ready' | 'Delivered' | 'In Transit';
export type ConsultationStatus = 'confirmed' | 'pending';
export type ConsultationType = 'video' | 'audio' | 'chat';
export type DeliveryStatus = 'picked_up' | 'in_transit' | 'delivered';
export type PrescriptionStatus = 'Filled' | 'Pending';
export type Priority = 'high' | 'medium' | 'low';
export type Severity = 'critical' | 'warning' | 'info';

export type DashboardOrder = {
  id: string;
  customer: string;
  medication: string;
  amount: number;
  status: OrderStatus;
  time: Date;
};

export type StockItem = { name: string; current: number; minimum: number; severity: Severity };

export type Consultation = {
  patient: string;
  type: ConsultationType;
  time: Date;
  /** Minutes. */
  duration: number;
  condition: string;
  status: ConsultationStatus;
};

export type Delivery = {
  id: string;
  customer: string;
  address: string;
  medication: string;
  pharmacy: string;
  status: DeliveryStatus;
  /** Minutes until arrival; 0 once delivered. */
  estimatedMinutes: number;
  distanceKm: number;
  amount: number;
};

export type Pickup = {
  id: string;
  pharmacy: string;
  address: string;
  items: number;
  distanceKm: number;
  fee: number;
  /** Minutes until the order is packed. */
  readyInMinutes: number;
};

export type Approval = {
  id: string;
  type: 'pharmacy' | 'doctor' | 'rider';
  name: string;
  /** Specialty for doctors, delivery zone for riders, area for pharmacies. */
  detail: string;
  status: 'pending' | 'in_review';
  priority: Priority;
  time: Date;
};

export type SystemAlert = { id: string; message: string; severity: Severity; time: Date };

export type PrescriptionRecord = {
  id: string;
  person: string;
  medication: string;
  date: Date;
  status: PrescriptionStatus;
};
