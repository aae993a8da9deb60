import { create } from 'zustand';

/** Realtime connection state: closed, opening, open. */
export type SocketStatus = 'closed' | 'opening' | 'open';

export interface SocketState {
  status: SocketStatus;
  setStatus: (status: SocketStatus) => void;
}

export const useSocketState = create<SocketState>()((set) => ({
  status: 'closed',
  setStatus: (status) => set({ status }),
}));
