import { create } from 'zustand';

/** Realtime connection state: closed, opening, open. */
export type SocketStatus = 'closed' | 'opening' | 'open';

export interface SocketState {
  status: SocketStatus;
  setStatus: (status: SocketStatus) => void;
}

// the app opens its socket once the first page has painted: until then it is about to connect, not offline
export const useSocketState = create<SocketState>()((set) => ({
  status: 'opening',
  setStatus: (status) => set({ status }),
}));
