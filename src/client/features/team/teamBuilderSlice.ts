import { createSlice } from '@reduxjs/toolkit';

// Placeholder until the team builder lands.
const teamBuilderSlice = createSlice({ name: 'teamBuilder', initialState: {}, reducers: {} });
export const teamBuilderReducer = teamBuilderSlice.reducer;
