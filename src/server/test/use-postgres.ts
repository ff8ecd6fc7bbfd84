process.env.API_TEST_DB = 'postgres';
